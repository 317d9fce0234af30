import { Badge, Box, Card, DataList, HStack, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { datePart, formatCompactRupees, truncate } from '@/domain/format'
import type { Startup } from '@/domain/startup'
import { StartupLogo } from '@/components/ui/startup-logo'

/** Plain text from markdown, for a short excerpt on a card. */
export function plainExcerpt(markdown: string, max = 160): string {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text
}

/** One startup in the explore list: a link to its page with everything an investor scans for. */
export function StartupCard({ startup }: { startup: Startup }) {
  const domain = startup.domain.join(', ')
  return (
    <Card.Root
      size="sm"
      variant="outline"
      position="relative"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.15s"
    >
      <Card.Body gap="3">
        <HStack gap="3" align="start">
          <StartupLogo src={startup.logo} size={48} />
          <Stack gap="0" minW="0">
            <LinkOverlay asChild>
              <Link to="/dashboard/startup/$id" params={{ id: startup._id }}>
                <Text fontWeight="bold" fontSize="lg">
                  {startup.name}
                </Text>
              </Link>
            </LinkOverlay>
            <Text color="fg.muted" fontSize="sm">
              {startup.slogan}
            </Text>
          </Stack>
        </HStack>
        <Text fontSize="sm">{plainExcerpt(startup.description)}</Text>
        <Box>
          <Badge colorPalette="brand" title={domain}>
            {truncate(domain, 20)}
          </Badge>
        </Box>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          <DataList.Item>
            <DataList.ItemLabel>Founder</DataList.ItemLabel>
            <DataList.ItemValue>{startup.username}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Stocks</DataList.ItemLabel>
            <DataList.ItemValue>{startup.stocks}%</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Founded</DataList.ItemLabel>
            <DataList.ItemValue>{datePart(startup.founded)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Funds required</DataList.ItemLabel>
            <DataList.ItemValue>{formatCompactRupees(startup.fundsRequired)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Funds received</DataList.ItemLabel>
            <DataList.ItemValue>{formatCompactRupees(startup.fundsRecieved)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}
