# Create a forum account for each new ColdFront user and add them to the "whimbrel-users" group
require 'discourse_api'

client = DiscourseApi::Client.new('https://forum.whimbrel.example.edu')
client.api_key = '{{hex64:discourse-api-key}}'
client.api_username = 'system'

File.readlines('new_users.csv', chomp: true).drop(1).each do |line|
  username, name, email = line.split(',')
  client.create_user(name: name, email: email, username: username, password: SecureRandom.hex(16), active: true)
  client.group_add(41, username: username)
end
