current_dir = File.dirname(__FILE__)
log_level                :info
node_name                'opetrenko'
client_key               "#{current_dir}/opetrenko.pem"
chef_server_url          'https://chef.avocet.example.edu/organizations/avocet'
knife[:secret_file]      = "#{current_dir}/encrypted_data_bag_secret"
cookbook_path            ["#{current_dir}/../projects/avocet-ops/chef/cookbooks"]
