# do not commit (it is in .gitignore, mostly)
fortios_token = "{{fortigate_token}}"
