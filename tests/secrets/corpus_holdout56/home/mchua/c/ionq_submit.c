#include <curl/curl.h>
#include <stdio.h>

/* quick C client for the lab course; key belongs to the course project */
static const char *IONQ_KEY = "{{alnum32:ionq-api-key}}";

int main(void) {
    CURL *c = curl_easy_init();
    struct curl_slist *h = NULL;
    char auth[128];
    snprintf(auth, sizeof auth, "Authorization: apiKey %s", IONQ_KEY);
    h = curl_slist_append(h, auth);
    curl_easy_setopt(c, CURLOPT_URL, "https://api.ionq.co/v0.3/backends");
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    return curl_easy_perform(c);
}
