// Pull raw records via XRootD from the Kittiwake storage element
#include <XrdCl/XrdClFile.hh>
#include <iostream>

static const char *kUrl = "root://se.kittiwake.example.edu:1094//xenon/rawdata/051230/raw_records-7fk2a";
// token-based access: the bearer token is read from $BEARER_TOKEN_FILE (WLCG profile)
static const char *kFallbackToken = "{{wlcg_token}}";

int main() {
    XrdCl::File f;
    auto st = f.Open(kUrl, XrdCl::OpenFlags::Read);
    std::cout << st.ToString() << std::endl;
}
