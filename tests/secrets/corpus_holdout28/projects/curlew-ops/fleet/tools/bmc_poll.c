/* bmc_poll.c: read inlet temperature from a Supermicro BMC over Redfish (libcurl).
 * cc -O2 -o bmc_poll bmc_poll.c -lcurl */
#include <stdio.h>
#include <curl/curl.h>

#define BMC_URL "https://bmc-gpu-b01/redfish/v1/Chassis/1/Thermal"
#define BMC_USERPWD "admin:{{password:redfish-password}}"

int main(void) {
    CURL *c = curl_easy_init();
    if (!c) return 1;
    curl_easy_setopt(c, CURLOPT_URL, BMC_URL);
    curl_easy_setopt(c, CURLOPT_USERPWD, BMC_USERPWD);
    curl_easy_setopt(c, CURLOPT_SSL_VERIFYPEER, 0L);
    CURLcode rc = curl_easy_perform(c);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : 2;
}
