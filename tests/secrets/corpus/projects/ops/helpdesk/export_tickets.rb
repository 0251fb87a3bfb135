# Nightly export of closed tickets to the archive share.
require "faraday"
require "json"

desk = Faraday.new(url: "https://labsupport.freshdesk.com") do |f|
  # The helpdesk takes its API key as the Basic user; the password is ignored.
  f.request :authorization, :basic, "{{hex32:basic-auth-key-user}}", "X"
  f.response :json
end

archive = Faraday.new(url: "https://archive.lab.example.edu") do |f|
  f.request :authorization, :basic, ENV.fetch("ARCHIVE_USER"), ENV.fetch("ARCHIVE_PASS")
end
