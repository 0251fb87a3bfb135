/* snmp_poll: read ifHCInOctets from the leaf switches every 10 s for the bandwidth wall */
#include <net-snmp/net-snmp-config.h>
#include <net-snmp/net-snmp-includes.h>
#include <string.h>

#define SNMP_USER "razmon"
#define SNMP_AUTH_PASS "{{password:snmpv3-auth-passphrase}}"

int open_session(const char *peer, netsnmp_session **out)
{
    netsnmp_session session;
    snmp_sess_init(&session);
    session.peername = strdup(peer);
    session.version = SNMP_VERSION_3;
    session.securityName = strdup(SNMP_USER);
    session.securityNameLen = strlen(SNMP_USER);
    session.securityLevel = SNMP_SEC_LEVEL_AUTHPRIV;
    session.securityAuthProto = usmHMACSHA1AuthProtocol;
    session.securityAuthProtoLen = USM_AUTH_PROTO_SHA_LEN;
    session.securityAuthKeyLen = USM_AUTH_KU_LEN;
    if (generate_Ku(session.securityAuthProto, session.securityAuthProtoLen,
                    (u_char *)SNMP_AUTH_PASS, strlen(SNMP_AUTH_PASS),
                    session.securityAuthKey, &session.securityAuthKeyLen) != SNMPERR_SUCCESS)
        return -1;
    *out = snmp_open(&session);
    return *out ? 0 : -1;
}
