/* ups_poll: read battery runtime from the Eaton 9PX over SNMP v2c (net-snmp library) */
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <string.h>

#define UPS_HOST "ups1.mgmt.eider.example.edu"
#define UPS_COMMUNITY "{{alnum12:snmp-community}}"

int main(void)
{
    netsnmp_session session, *ss;
    init_snmp("ups_poll");
    snmp_sess_init(&session);
    session.peername = strdup(UPS_HOST);
    session.version = SNMP_VERSION_2c;
    session.community = (u_char *)UPS_COMMUNITY;
    session.community_len = strlen(UPS_COMMUNITY);
    ss = snmp_open(&session);
    if (!ss) {
        snmp_perror("snmp_open");
        return 1;
    }
    snmp_close(ss);
    return 0;
}
