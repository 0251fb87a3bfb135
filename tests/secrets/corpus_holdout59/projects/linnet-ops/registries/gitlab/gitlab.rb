external_url 'https://gitlab.linnet.example.nz'

gitlab_rails['smtp_enable'] = true
gitlab_rails['smtp_address'] = "smtp.linnet.example.nz"
gitlab_rails['smtp_port'] = 587
gitlab_rails['smtp_user_name'] = "gitlab@linnet.example.nz"
gitlab_rails['smtp_password'] = "{{password:gitlab-smtp-password}}"
gitlab_rails['smtp_authentication'] = "login"

postgresql['enable'] = false
gitlab_rails['db_adapter'] = 'postgresql'
gitlab_rails['db_host'] = 'pg-gitlab.linnet.example.nz'
gitlab_rails['db_username'] = 'gitlab'
gitlab_rails['db_password'] = '{{password:gitlab-db-password}}'

gitlab_rails['ldap_enabled'] = true
gitlab_rails['ldap_servers'] = YAML.load <<-'EOS'
  main:
    label: 'Linnet IdM'
    host: 'idm1.linnet.example.nz'
    port: 636
    uid: 'uid'
    encryption: 'simple_tls'
    bind_dn: 'uid=svc-gitlab,cn=sysaccounts,cn=etc,dc=linnet,dc=example,dc=nz'
    password: '{{password:gitlab-ldap-bind-password}}'
    base: 'cn=users,cn=accounts,dc=linnet,dc=example,dc=nz'
EOS

# initial root password was set with GITLAB_ROOT_PASSWORD at install time and has been changed
registry_external_url 'https://registry.gitlab.linnet.example.nz'
gitlab_rails['omniauth_providers'] = [
  { name: "openid_connect", label: "Linnet SSO",
    args: { name: "openid_connect", scope: ["openid", "profile", "email"], discovery: true,
            issuer: "https://sso.linnet.example.nz/realms/linnet",
            client_auth_method: "query",
            client_options: { identifier: "gitlab", secret: ENV["GITLAB_OIDC_SECRET"],
                              redirect_uri: "https://gitlab.linnet.example.nz/users/auth/openid_connect/callback" } } }
]
