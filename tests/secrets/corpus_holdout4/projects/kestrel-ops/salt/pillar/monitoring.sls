#!yaml|gpg
zabbix:
  server: zabbix.kestrel.example.edu
  api_token: |
    -----BEGIN PGP MESSAGE-----

    hQEMA8eB7r1sX2yAAQf/Z3v0p1o9KXlq2b7YdWc4n9b6hL0mXc1k8QyD3f5s2aB0
    =k3Lm
    -----END PGP MESSAGE-----
graylog:
  input_port: 12201
