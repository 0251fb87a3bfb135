/* beatbot: post the nightly tempo-eval summary to the lab's Discord channel (libcurl). */
#include <curl/curl.h>
#include <stdio.h>

static const char *WEBHOOK =
    "https://discord.com/api/webhooks/{{discord_webhook}}";

int main(int argc, char **argv) {
    char body[512];
    snprintf(body, sizeof body, "{\"content\":\"tempo eval: %s\"}", argc > 1 ? argv[1] : "done");
    CURL *c = curl_easy_init();
    if (!c) return 1;
    struct curl_slist *h = curl_slist_append(NULL, "Content-Type: application/json");
    curl_easy_setopt(c, CURLOPT_URL, WEBHOOK);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    CURLcode rc = curl_easy_perform(c);
    curl_slist_free_all(h);
    curl_easy_cleanup(c);
    return rc == CURLE_OK ? 0 : 2;
}
