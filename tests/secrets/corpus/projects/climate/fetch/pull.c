#include <curl/curl.h>

static void auth(CURL *c)
{
    curl_easy_setopt(c, CURLOPT_USERPWD, "climate:{{password:libcurl-credential-option}}");
}
