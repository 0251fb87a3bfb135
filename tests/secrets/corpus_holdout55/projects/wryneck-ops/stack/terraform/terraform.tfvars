harbor_admin_password = "{{password:harbor-admin-password}}"
