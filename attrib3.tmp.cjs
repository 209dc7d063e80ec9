const fs=require('fs');const zlib=require('zlib');const {SourceMapConsumer}=require('source-map-js');
const f=process.argv[2];const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const parts={};
const mappings=[];c.eachMapping(m=>mappings.push(m));
mappings.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
for(let i=0;i<mappings.length;i++){const m=mappings[i];const n=mappings[i+1];
 const line=lines[m.generatedLine-1]||'';
 const end=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn:line.length;
 let s=(m.source||'?').replace(/.*\/src\//,'src/');
 if(/node_modules/.test(s)) continue;
 parts[s]=(parts[s]||'')+line.slice(m.generatedColumn,end);}
Object.entries(parts).map(([k,v])=>[k,v.length,zlib.gzipSync(v,{level:9}).length]).sort((a,b)=>b[2]-a[2]).forEach(x=>console.log(x.join('\t')));
