/** What the build plugins read of an output chunk. */
export interface ChunkInfo {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The output chunks of a bundle, by file name. */
export function chunksOf(bundle: Record<string, { type: string }>): Map<string, ChunkInfo> {
  return new Map(
    Object.values(bundle)
      .filter((output): output is ChunkInfo => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The chunk whose module is `modulePath` (from the project root, e.g. `/web/src/…`). */
export function chunkOfModule(chunks: Map<string, ChunkInfo>, modulePath: string): ChunkInfo {
  const chunk = [...chunks.values()].find((each) => each.facadeModuleId?.endsWith(modulePath));
  if (!chunk) throw new Error(`No chunk for ${modulePath} in the build`);
  return chunk;
}

/** The chunk's file and every chunk it imports statically, without repeats. */
export function withStaticImports(chunk: ChunkInfo, chunks: Map<string, ChunkInfo>): string[] {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return [...files];
}
