external_url 'https://gitlab.stint.example.org'
registry_external_url 'https://registry.stint.example.org'

### Database (external PostgreSQL 16)
postgresql['enable'] = false
gitlab_rails['db_adapter'] = "postgresql"
gitlab_rails['db_host'] = "gitlab-db.stint.example.org"
gitlab_rails['db_username'] = "gitlab"
gitlab_rails['db_password'] = "{{password:postgres-password}}"

### Email
gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.office365.com"
gitlab_rails['smtp_port'] = 587
gitlab_rails['smtp_user_name'] = "gitlab-noreply@stint.example.org"
gitlab_rails['smtp_password'] = "{{password:smtp-password}}"
gitlab_rails['smtp_domain'] = "stint.example.org"
gitlab_rails['smtp_authentication'] = "login"
gitlab_rails['smtp_enable_starttls_auto'] = true

# set once at install, changed at first login
# gitlab_rails['initial_root_password'] = "changeme"

gitlab_rails['ldap_servers'] = {
  'main' => {
    'label' => 'Stint LDAP',
    'host' => 'ldap.stint.example.org',
    'bind_dn' => 'uid=gitlab,ou=services,dc=stint,dc=example,dc=org',
    'password' => ENV['GITLAB_LDAP_BIND_PASSWORD'],
    'base' => 'ou=people,dc=stint,dc=example,dc=org'
  }
}
