import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as endpoints from '@drones/shared/endpoints/files';
import { taggedRoutes } from '../../lib/route';
import type { RoutesOptions } from '../../lib/service-context';
import { HttpError } from '../../lib/http-error';
import { recordFileOpened } from '../audit/service';
import type { FileKind } from '../../plugins/app/files/content';

const fileNames: Record<FileKind, string> = {
  user_photo: 'foto',
  solicitation_photo: 'foto',
  mission_document: 'documento',
  certificate: 'certificado',
  driver_form: 'formulario-anac',
};

const extensions: Record<string, string> = {
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

// Nothing in a stored file may run in our origin: every file is sandboxed, an inline PDF too
// (docs/design.md §9: PDFs are attachments or sandboxed). A PDF is an attachment unless its link asks for
// `disposition=inline`, which the 'Abrir PDF' link does to open it in the browser's viewer
// (docs/decisions/033-field-fixes.md).
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const filesRoutes: FastifyPluginAsyncZod<RoutesOptions> = async (app, { ctx }) => {
  const route = taggedRoutes(app, 'files');
  await route(
    endpoints.getFile,
    {
      summary: 'Conteúdo de um arquivo, por link assinado e com validade',
      description:
        'Os links vêm nas respostas da API, assinados para a sessão que os pediu (`s`): ' +
        'deixam de valer quando ela termina (saída, encerramento das outras sessões, troca de ' +
        'senha) ou quando `exp` passa. Abrir o certificado ou o formulário da ANAC de outra ' +
        'pessoa fica no registro de auditoria.',
      contentDescription: 'Os bytes do arquivo, com o tipo detectado no envio',
    },
    async (request, reply) => {
      const { id } = request.params;
      const { s, exp, sig, variant, disposition } = request.query;
      if (
        s === undefined ||
        exp === undefined ||
        sig === undefined ||
        !(await ctx.files.verify(id, { s, exp, sig }))
      ) {
        throw new HttpError(403, 'Link inválido ou expirado.');
      }
      const file = await ctx.files.read(id, { small: variant === 'small' });
      if (!file) throw new HttpError(404, 'Arquivo não encontrado.');
      await recordFileOpened(ctx, {
        file: { id, kind: file.kind, ownerId: file.ownerId },
        sessionId: s,
        ip: request.ip,
      });

      const name = `${fileNames[file.kind]}-${id.slice(-8)}.${extensions[file.contentType] ?? 'bin'}`;
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.data.length)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${file.contentType === 'application/pdf' && disposition !== 'inline' ? 'attachment' : 'inline'}; filename="${name}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('content-security-policy', FILE_CSP)
        .send(file.data);
    },
  );
};

export default filesRoutes;
