using PyCall, HTTP
juliet = pyimport("juliet")
# LCO photometry from the 1-m network, archive token (Authorization: Token ...)
lco_token = "{{hex40:lco-api-token}}"
r = HTTP.get("https://archive-api.lco.global/frames/?OBJECT=TOI-5205&RLEVEL=91",
             ["Authorization" => "Token $lco_token"])
# priors file sha1 5c562be1006d372cfbd0074db668ee25a607de1b
