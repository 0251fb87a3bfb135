# Move the old RT queue into Zammad (zammad_api gem)
require 'zammad_api'

client = ZammadAPI::Client.new(
  url: 'https://help.petrel.example.edu/',
  http_token: '{{b64url64:zammad-access-token}}'
)
client.ticket.all.page(1, 100) { |t| puts "#{t.id} #{t.title}" }
