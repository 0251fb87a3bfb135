# Pull baseline and endline forms from SurveyCTO and Kobo, then merge on hhid.
library(rsurveycto)
library(robotoolbox)

auth <- scto_auth("R/scto_auth.txt")
baseline <- scto_read(auth, "savings_baseline_v4")

kobo_setup(url = "https://kf.kobotoolbox.org", token = Sys.getenv("KOBO_TOKEN"))
endline <- kobo_data("aB3kZ9xPq2LmN7rT4vWy8c")   # asset uid, not a secret

# private key for the encrypted form (SurveyCTO asks for it to decrypt)
key_file <- "~/keys/savings_endline_private.pem"
endline_enc <- scto_read(auth, "savings_endline_v2", private_key = key_file)
