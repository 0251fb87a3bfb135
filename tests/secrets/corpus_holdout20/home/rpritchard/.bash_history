sudo systemctl status guacd tomcat9
mysql -u guacamole_user -p{{password14:mysql-password}} guacamole_db -e "select name from guacamole_entity"
dcvsmbroker register-api-client --client-name ood-dcv
curl -s -u "$KASM_API_KEY:{{alnum32:kasm-api-secret}}" https://kasm.shag.example.edu/api/public/get_users
vncpasswd -f <<< "$(openssl rand -base64 6)" > ~/.vnc/passwd
echo -n 'secret' | openssl dgst -md5
tigervncpasswd -f
sudo -u guacd cat /etc/guacamole/guacamole.properties | grep json-secret
