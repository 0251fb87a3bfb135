#!/usr/bin/env ruby
# Add Slurm account (project) names as Zammad organizations so tickets group by project.
require "zammad_api"

client = ZammadAPI::Client.new(
  url: "https://help.hpc.plover.example.edu/",
  http_token: "{{b64url64:zammad-access-token}}"
)

`sacctmgr -nP list account format=account,descr`.each_line do |line|
  name, descr = line.chomp.split("|")
  next if client.organization.search(query: name).any?
  client.organization.create(name: name, note: descr)
end
