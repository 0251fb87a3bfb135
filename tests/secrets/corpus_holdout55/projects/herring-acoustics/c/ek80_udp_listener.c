/* Listen to the EK80 "RemoteCommand" UDP datagrams on the vessel LAN and log ping times.
 * The EK80 server has no authentication on this port; the vessel's SFTP uses the key in ~/.ssh. */
#include <arpa/inet.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>

#define EK80_PORT 37655
#define APP_ID "WRYNECK_CSHAS"   /* application name sent in the subscribe request, not a secret */

int main(void) {
    int s = socket(AF_INET, SOCK_DGRAM, 0);
    struct sockaddr_in a = {0};
    a.sin_family = AF_INET;
    a.sin_port = htons(EK80_PORT);
    a.sin_addr.s_addr = htonl(INADDR_ANY);
    bind(s, (struct sockaddr *)&a, sizeof a);
    char buf[65536];
    for (;;) {
        ssize_t n = recv(s, buf, sizeof buf - 1, 0);
        if (n <= 0) break;
        buf[n] = '\0';
        if (strncmp(buf, "RES", 3) == 0) printf("%s %zd bytes\n", APP_ID, n);
    }
    return 0;
}
