import {format} from '@cdktf/hcl-tools';
(async () => {
  const cases = [
    'a = jsonencode({\nb = 1\n})', 'a = f([\n1,\n])', 'a = "${ var.a }"', 'a = "x${var.a}y"', 'a = <<EOT\nhello ${ var.a }\nEOT', 'a = [for x in y: upper(x) if x != ""]',
    'a = {for k, v in m: k => v...}', 'a = x ? [\n1\n] : []', 'a = {\n  b = {\n    c = 1\n  }\n}', 'a = [\n  {\n    b = 1\n  },\n]', 'a = [{\n  b = 1\n}]', 'a = "%{ if x }y%{ endif }"',
    'a = {\n  "kubernetes.io/role" = "1"\n  b                   = 2\n}', 'a = {\n  x = 1 # c\n  yy = 2\n}', 'a = -x', 'a = !true', 'a = (x)', 'a = x[*].y', 'a = x.*.y', 'a = x[0]["k"]',
  ];
  for (const c of cases) console.log(JSON.stringify(c), '=>', JSON.stringify(await format(c + '\n')));
})();
