use utf8;

Set( $rtname, 'twite.example.no' );
Set( $Organization, 'twite.example.no' );
Set( $WebDomain, 'rt.twite.example.no' );
Set( $WebPort, 443 );
Set( $CorrespondAddress, 'hpc-support@twite.example.no' );
Set( $CommentAddress, 'hpc-support-comment@twite.example.no' );

Set( $DatabaseType, 'Pg' );
Set( $DatabaseHost, 'pg-rt.twite.example.no' );
Set( $DatabaseName, 'rt5' );
Set( $DatabaseUser, 'rt_user' );
Set( $DatabasePassword, '{{password:rt-database-password}}' );
# Set( $DatabasePassword, 'rt_pass' );   # installer default, changed 2023

Set( $ExternalAuthPriority, ['Twite_LDAP'] );
Set( $ExternalInfoPriority, ['Twite_LDAP'] );
Set( %ExternalSettings,
    'Twite_LDAP' => {
        'type'   => 'ldap',
        'server' => 'ldaps://ldap.twite.example.no',
        'user'   => 'uid=rt-bind,ou=services,dc=twite,dc=example,dc=no',
        'pass'   => '{{password14:rt-ldap-bind-password}}',
        'base'   => 'ou=people,dc=twite,dc=example,dc=no',
        'filter' => '(objectClass=posixAccount)',
        'attr_match_list' => [ 'Name', 'EmailAddress' ],
        'attr_map' => { 'Name' => 'uid', 'EmailAddress' => 'mail', 'RealName' => 'cn' },
    },
);
Set( $WebSecureCookies, 1 );
Set( $RestrictReferrer, 1 );
1;
