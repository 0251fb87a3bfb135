export OS_AUTH_URL=https://keystone.example.edu:5000/v3
export OS_USERNAME="kwong"
export OS_PASSWORD="{{password:openstack-password}}"
export OS_PROJECT_NAME="kwong-sandbox"
