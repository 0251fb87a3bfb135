# --
# Kernel/Config.pm — soporte.whitethroat.example.cl
# --
package Kernel::Config;
use strict;
use warnings;
use utf8;

sub Load {
    my $Self = shift;
    $Self->{DatabaseHost} = 'pg-support.whitethroat.example.cl';
    $Self->{Database} = 'znuny';
    $Self->{DatabaseUser} = 'znuny';
    $Self->{DatabasePw} = '{{password:znuny-db-password}}';
    $Self->{DatabaseDSN} = "DBI:Pg:dbname=$Self->{Database};host=$Self->{DatabaseHost}";
    $Self->{Home} = '/opt/otrs';

    # LDAP de clientes (usuarios del cluster)
    $Self->{CustomerUser} = {
        Name => 'Usuarios Whitethroat',
        Module => 'Kernel::System::CustomerUser::LDAP',
        Params => {
            Host => 'ldaps://ldap.whitethroat.example.cl',
            BaseDN => 'ou=people,dc=whitethroat,dc=example,dc=cl',
            SSCOPE => 'sub',
            UserDN => 'uid=znuny-bind,ou=services,dc=whitethroat,dc=example,dc=cl',
            UserPw => '{{password:ldap-bind-password}}',
        },
    };
    # $Self->{DatabasePw} = 'some-pass';   # valor de la plantilla Config.pm.dist
    return 1;
}

use Kernel::Config::Defaults;
use parent qw(Kernel::Config::Defaults);
1;
