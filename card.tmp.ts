import { startLocalSite } from "./scripts/local-site.js";
const site = await startLocalSite("card", {});
const res = await site.app.inject({ url: "/modelos" });
const body = res.body;
const i = body.indexOf('<li ');
console.log(body.length, res.headers["content-encoding"]);
console.log(body.slice(i, body.indexOf("</li>", i) + 5));
const st = body.indexOf('id="page-state"'); console.log("state bytes", body.length - st);
await site.close();
