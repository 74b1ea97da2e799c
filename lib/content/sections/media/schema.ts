import { defineField, defineType } from 'sanity'

export const mediaType = defineType({
  name: 'media',
  title: 'Image or video',
  type: 'object',
  fields: [
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.max(120) }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      options: {
        list: [
          { title: 'Image', value: 'image' },
          { title: 'Video', value: 'video' },
        ],
        layout: 'radio',
      },
      initialValue: 'image',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'imageWithAlt',
      description: 'For a video, this is the poster shown before it plays.',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.parent as { kind?: string } | undefined)?.kind === 'image' && !value ? 'An image is required' : true,
        ),
    }),
    defineField({
      name: 'videoUrl',
      title: 'Video file URL',
      type: 'url',
      description: 'An MP4 or WebM file. Played with the browser’s own controls.',
      hidden: ({ parent }) => (parent as { kind?: string } | undefined)?.kind !== 'video',
      validation: (rule) =>
        rule
          .uri({ scheme: ['https'], allowRelative: true })
          .custom((value, context) =>
            (context.parent as { kind?: string } | undefined)?.kind === 'video' && !value
              ? 'A video URL is required'
              : true,
          ),
    }),
    defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(200) }),
  ],
  preview: {
    select: { title: 'heading', caption: 'caption', media: 'image' },
    prepare: ({ title, caption, media }) => ({ title: title ?? caption ?? 'Media', subtitle: 'Image or video', media }),
  },
})
