using HTTP, JSON3

# IonQ REST from Julia (noise-model simulator runs)
const IONQ_KEY = get(ENV, "IONQ_API_KEY", "")
const IBM_TOKEN = get(ENV, "QISKIT_IBM_TOKEN", "")

function iam_token(apikey)
    body = "grant_type=urn:ibm:params:oauth:grant-type:apikey&apikey=" * apikey
    r = HTTP.post("https://iam.cloud.ibm.com/identity/token", ["Content-Type" => "application/x-www-form-urlencoded"], body)
    JSON3.read(r.body).access_token
end
