#!yaml|gpg
ipmi:
  user: wagtailbmc
  # GPG-encrypted password (fine to commit)
  password: |
    -----BEGIN PGP MESSAGE-----

    hQEMA8n3Zx1YqkQ2AQf/aB7c0pQ5xVtLm2sKd9fR4wE1yH6uJ3iO8gT5bN0cM7zA
    =Xq4k
    -----END PGP MESSAGE-----
