# One-off: create Zammad customers for every active cluster account (LDAP export as CSV)
require 'csv'
require 'zammad_api'

client = ZammadAPI::Client.new(
  url:        'https://tickets.tern.example.edu/',
  http_token: '{{b64url64:zammad-api-token}}'
)

CSV.foreach('accounts.csv', headers: true) do |row|
  client.user.create(firstname: row['given'], lastname: row['sn'], email: row['mail'],
                     organization: 'Tern HPC users')
end
