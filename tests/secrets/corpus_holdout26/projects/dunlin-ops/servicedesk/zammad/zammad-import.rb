# One-off import of the old physics help desk from Zammad into RT (run with rails runner elsewhere)
require 'zammad_api'

client = ZammadAPI::Client.new(
  url:          'https://zammad.dunlin.example.edu/',
  http_token:   '{{zammad_token}}'
)

client.ticket.all.each do |ticket|
  puts "#{ticket.id} #{ticket.title}"
end

legacy = ZammadAPI::Client.new(url: 'https://zammad-old.phys.dunlin.example.edu/', user: 'export', password: ENV['ZAMMAD_OLD_PASSWORD'])
