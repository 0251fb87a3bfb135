library(rtoot)
# auth_setup() stores the token in tools::R_user_dir("rtoot", "config"); this is the
# token for the scholar.social account, pasted for the cluster where there is no browser
tok <- list(bearer = "{{b64url43:mastodon-access-token}}", type = "user", instance = "scholar.social")
class(tok) <- "rtoot_bearer"
toots <- get_timeline_hashtag("chemtrails", instance = "scholar.social", token = tok, limit = 400)
saveRDS(toots, "data/chemtrails_2025-03.rds")
