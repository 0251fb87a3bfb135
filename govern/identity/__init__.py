"""Who people are: users and groups from NSS or a file, plus attributes NSS does not carry."""

from govern.identity.attributes import PersonAttributes, load_attributes
from govern.identity.sources import load_directory_file, nss_groups, nss_people

__all__ = ["PersonAttributes", "load_attributes", "load_directory_file", "nss_groups", "nss_people"]
