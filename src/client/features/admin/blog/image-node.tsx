import { DecoratorNode, type DOMExportOutput, type NodeKey, type SerializedLexicalNode, type Spread } from "lexical";
import type { JSX } from "react";

/** An image of a post as stored: the server renders it (src/server/content/post-body-html.ts). */
export type SerializedImageNode = Spread<
  { src: string; alt: string; width?: number; height?: number },
  SerializedLexicalNode
>;

/** A photo in the post's body, by address and description (the photo library wires in its own ids later). */
export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return "image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  override exportJSON(): SerializedImageNode {
    return { type: "image", version: 1, src: this.__src, alt: this.__alt };
  }

  override createDOM(): HTMLElement {
    const element = document.createElement("div");
    element.className = "my-4";
    return element;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement("img");
    image.src = this.__src;
    image.alt = this.__alt;
    return { element: image };
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} className="max-h-80 rounded-xl" />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return new ImageNode(src, alt);
}
