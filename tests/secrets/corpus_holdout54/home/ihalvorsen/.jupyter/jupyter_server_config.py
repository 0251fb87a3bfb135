c = get_config()  # noqa
c.ServerApp.ip = "127.0.0.1"
c.ServerApp.port = 8899
c.ServerApp.open_browser = False
c.IdentityProvider.token = "{{jupyter_token}}"
c.ServerApp.root_dir = "/projects/dialect-asr"
