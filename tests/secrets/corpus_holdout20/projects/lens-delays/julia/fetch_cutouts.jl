using HTTP, JSON3

const SCISERVER = "https://apps.sciserver.org/racm"
const TOKEN = "{{hex32:sciserver-token}}"
# CasJobs context; job id 88213 is not a secret
const CONTEXT = "DR18"

function casjobs(sql)
    r = HTTP.post("https://skyserver.sdss.org/casjobs/RestApi/contexts/$CONTEXT/query",
        ["X-Auth-Token" => TOKEN, "Content-Type" => "application/json"],
        JSON3.write(Dict("Query" => sql, "TaskName" => "lens-cutouts")))
    return String(r.body)
end
