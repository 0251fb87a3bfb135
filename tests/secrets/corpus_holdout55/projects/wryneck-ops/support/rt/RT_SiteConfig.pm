use utf8;

Set($rtname, 'wryneck.example.pt');
Set($Organization, 'wryneck.example.pt');
Set($WebDomain, 'rt.wryneck.example.pt');
Set($WebPort, 443);
Set($CorrespondAddress, 'hpc-support@wryneck.example.pt');

Set($DatabaseType, 'Pg');
Set($DatabaseHost, 'pgdb01.wryneck.example.pt');
Set($DatabaseName, 'rt5');
Set($DatabaseUser, 'rt_user');
Set($DatabasePassword, '{{password:rt-database-password}}');

Set($ExternalAuth, 1);
Set($ExternalSettings, {
    'Wryneck_LDAP' => {
        'type'   => 'ldap',
        'server' => 'ldaps://ldap.wryneck.example.pt',
        'user'   => 'uid=svc-rt,ou=services,dc=wryneck,dc=example,dc=pt',
        'pass'   => '{{password:ldap-bind-password}}',
        'base'   => 'ou=people,dc=wryneck,dc=example,dc=pt',
    },
});
1;
