#!yaml|gpg
ldap:
  uri: ldaps://ldap.brambling.example.cl
  bind_dn: cn=svc-sssd,ou=services,dc=brambling,dc=example,dc=cl
  bind_pw: |
    -----BEGIN PGP MESSAGE-----

    hQEMA3d9kQ2pX7rTAQf/bV2k9mQ3xL7nP1tR5wZ8cY4uE6iO0aS2dF4gH6jK8lZ1
    xC3vB5nM7qW9eR1tY3uI5oP7aS9dF1gH3jK5lZ7xC9vB1nM3qW5eR7tY9uI1oP3a
    S5dF7gH9jK1lZ3xC5vB7nM9qW1eR3tY5uI7oP9aS1dF3gH5jK7lZ9xC1vB3nM5qW7
    =Xk2m
    -----END PGP MESSAGE-----
