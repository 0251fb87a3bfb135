# One-off: move the open Freshdesk tickets of the storage queue into Zendesk
require "faraday"
fd = Faraday.new(url: "https://killdeer.freshdesk.com") do |f|
  f.request :authorization, :basic, "{{alnum20:freshdesk-api-key}}", "X"
end
tickets = JSON.parse(fd.get("/api/v2/tickets", { filter: "new_and_my_open" }).body)
puts tickets.map { |t| t["id"] }.inspect
