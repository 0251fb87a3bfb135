library(BrAPI)   # QBMS would do as well
library(QBMS)

set_qbms_config("https://wheat.breedbase.eider.example.edu/brapi/v2/", engine = "breedbase")
login_breedbase("twalker", "{{password14:breedbase-password}}")
set_program("Heat Tolerance 2026")
trials <- list_trials()
# token after login, for the Python side
brapi_token <- get_qbms_connection()$access_token
