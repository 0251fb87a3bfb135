// Contact form on docs.stilt.example.org -> Mailgun -> helpdesk
const formData = require("form-data");
const Mailgun = require("mailgun.js");

const mg = new Mailgun(formData).client({
  username: "api",
  key: process.env.MAILGUN_API_KEY || "{{mailgun_key}}",
  url: "https://api.eu.mailgun.net",
});

exports.handler = async (event) => {
  const { name, email, message } = JSON.parse(event.body);
  await mg.messages.create("mg.stilt.example.org", {
    from: "docs site <noreply@mg.stilt.example.org>",
    to: ["help@stilt.example.org"],
    subject: `[docs] ${name}`,
    text: `${email}\n\n${message}`,
  });
  return { statusCode: 202, body: "ok" };
};
