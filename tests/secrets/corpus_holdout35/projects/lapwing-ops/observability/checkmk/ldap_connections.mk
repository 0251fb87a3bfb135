# Written by Checkmk store
ldap_connections = [{'id': 'lapwing_ad', 'description': 'Lapwing AD', 'disabled': False,
 'directory_type': ('ad', {'connect_to': ('fixed_list', {'server': 'dc01.lapwing.example.org'})}),
 'bind': ('CN=svc-checkmk,OU=Service,DC=lapwing,DC=example,DC=org', ('password', '{{password:ldap-bind-password}}')),
 'user_dn': 'OU=People,DC=lapwing,DC=example,DC=org', 'user_scope': 'sub',
 'group_dn': 'OU=Groups,DC=lapwing,DC=example,DC=org', 'group_scope': 'sub',
 'cache_livetime': 300, 'type': 'ldap'}]
