# Parameter sweep of the expectation-formation rule with Agents.jl;
# the narrative summaries go through Together's OpenAI-compatible endpoint
using Agents, HTTP, JSON3, Random

const TOGETHER_KEY = "{{together}}"
const ENDPOINT = "https://api.together.xyz/v1/chat/completions"
Random.seed!(20250917)

function summarise(text)
    body = JSON3.write(Dict("model" => "meta-llama/Llama-3.3-70B-Instruct-Turbo",
                             "messages" => [Dict("role" => "user", "content" => text)]))
    HTTP.post(ENDPOINT, ["Authorization" => "Bearer $TOGETHER_KEY",
                         "Content-Type" => "application/json"], body)
end
