use utf8;
Set( $rtname, 'serin.example.mx' );
Set( $Organization, 'serin.example.mx' );
Set( $WebDomain, 'rt.serin.example.mx' );
Set( $WebPort, 443 );
Set( $DatabaseType, 'Pg' );
Set( $DatabaseHost, 'pg-rt.serin.example.mx' );
Set( $DatabaseUser, 'rt_user' );
Set( $DatabasePassword, '{{password:rt-db-password}}' );
Set( $DatabaseName, 'rt5' );

Set( $ExternalAuthPriority, ['Serin_LDAP'] );
Set( %ExternalSettings,
    'Serin_LDAP' => {
        'type'   => 'ldap',
        'server' => 'ldaps://ldap.serin.example.mx',
        'user'   => 'uid=rt,ou=servicios,dc=serin,dc=example,dc=mx',
        'pass'   => '{{password:rt-ldap-bind-password}}',
        'base'   => 'ou=people,dc=serin,dc=example,dc=mx',
        'filter' => '(objectClass=posixAccount)',
    },
);
Plugin('RT::Authen::Token');
1;
