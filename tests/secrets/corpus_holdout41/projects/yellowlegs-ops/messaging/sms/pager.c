/* pager.c: send an SMS from the BMC watchdog box through Twilio (libcurl). */
#include <stdio.h>
#include <stdlib.h>
#include <curl/curl.h>

#define ACCOUNT_SID "AC3f9a1c7e5b2d8f4a6c0e1b3d5f7a9c2e"
#define AUTH_TOKEN  "{{hex32:twilio-auth-token}}"

int main(int argc, char **argv) {
    CURL *c = curl_easy_init();
    if (!c || argc < 3) return 1;
    char url[256], body[512];
    snprintf(url, sizeof url, "https://api.twilio.com/2010-04-01/Accounts/%s/Messages.json", ACCOUNT_SID);
    snprintf(body, sizeof body, "To=%s&From=%%2B15005550006&Body=%s", argv[1], argv[2]);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_USERNAME, ACCOUNT_SID);
    curl_easy_setopt(c, CURLOPT_PASSWORD, AUTH_TOKEN);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    CURLcode rc = curl_easy_perform(c);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : 2;
}
