mysql:
  server:
    root_password: '{{password:mysql-root-password}}'
  user:
    xdmod:
      password: '{{ salt["vault"].read_secret("secret/xdmod/db").password }}'
      host: localhost
