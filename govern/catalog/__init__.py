"""The site catalog: projects, datasets, models, destinations and approvals."""

from govern.catalog.load import Catalog, load_catalog

__all__ = ["Catalog", "load_catalog"]
