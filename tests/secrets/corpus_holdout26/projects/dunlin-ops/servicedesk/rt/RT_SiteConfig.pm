use utf8;

Set( $rtname, 'dunlin.example.edu' );
Set( $Organization, 'dunlin.example.edu' );
Set( $WebDomain, 'help.dunlin.example.edu' );
Set( $WebPort, 443 );

Set( $DatabaseType, 'Pg' );
Set( $DatabaseHost, 'pg-rt.dunlin.example.edu' );
Set( $DatabaseName, 'rt5' );
Set( $DatabaseUser, 'rt_user' );
Set( $DatabasePassword, '{{password:postgres-password}}' );

Set( $ExternalAuthPriority, ['Dunlin_LDAP'] );
Set( $ExternalSettings, {
    'Dunlin_LDAP' => {
        'type'   => 'ldap',
        'server' => 'ldaps://ldap.dunlin.example.edu',
        'user'   => 'uid=rt-bind,ou=services,dc=dunlin,dc=example,dc=edu',
        'pass'   => '{{password:ldap-bind-password}}',
        'base'   => 'ou=people,dc=dunlin,dc=example,dc=edu',
    },
} );

Set( $CorrespondAddress, 'help@dunlin.example.edu' );
Set( $CommentAddress, 'help-comment@dunlin.example.edu' );
1;
