c = get_config()  # noqa
c.ServerApp.ip = "127.0.0.1"
c.ServerApp.port = 8893
c.ServerApp.open_browser = False
c.IdentityProvider.token = "{{jupyter:jupyter-token}}"
c.ServerApp.root_dir = "/projects/kinase-leads"
