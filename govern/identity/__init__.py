"""Who people are: users and groups from NSS or a file, plus attributes NSS does not carry."""
